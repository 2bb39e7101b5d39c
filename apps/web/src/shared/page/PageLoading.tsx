import { theme } from 'antd';

/**
 * Shown while the first route's code and data load. A CSS spinner rather than antd Spin keeps
 * the start-up chunk small.
 */
export function PageLoading() {
  const { token } = theme.useToken();
  return (
    <div className="app-loading" role="progressbar" aria-busy="true">
      <span className="app-loading-spinner" style={{ borderColor: token.colorPrimaryBg, borderTopColor: token.colorPrimary }} />
    </div>
  );
}
