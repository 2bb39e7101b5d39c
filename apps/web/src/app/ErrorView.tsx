import { CloseCircleFilled } from '@ant-design/icons';
import { Button, Flex, theme } from 'antd';

export interface ErrorViewProps {
  title: string;
  detail: string;
  reloadText: string;
  homeText?: string;
}

/**
 * Error screen of the boundaries. Deliberately not antd Result: its illustrations would weigh on
 * the start-up chunk that every page, /login included, downloads.
 */
export function ErrorView({ title, detail, reloadText, homeText }: ErrorViewProps) {
  const { token } = theme.useToken();
  return (
    <Flex vertical align="center" justify="center" gap={12} style={{ minHeight: '60vh', padding: 24, textAlign: 'center' }}>
      <CloseCircleFilled style={{ fontSize: 64, color: token.colorError }} />
      <h2 style={{ margin: 0, color: token.colorTextHeading, fontSize: token.fontSizeHeading3 }}>{title}</h2>
      <p style={{ margin: 0, color: token.colorTextSecondary, maxWidth: 640, wordBreak: 'break-word' }}>{detail}</p>
      <Flex gap={8}>
        <Button onClick={() => window.location.reload()}>{reloadText}</Button>
        {homeText && (
          <Button type="primary" href="/">
            {homeText}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
