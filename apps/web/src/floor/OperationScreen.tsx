import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../shared/i18n/useTranslation.tsx';
import { PendingBadge } from './PendingBadge.tsx';

/** The frame of an operation's screen: back to the tiles, the operation's name, the unsent scans. */
export function OperationScreen({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="floor-screen">
      <header className="floor-bar">
        <button type="button" className="floor-back" aria-label={t('floor.back')} onClick={() => void navigate('/')}>
          <svg className="floor-icon" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M15 4l-8 8 8 8" />
          </svg>
        </button>
        <h1 className="floor-title">{title}</h1>
        <PendingBadge />
      </header>
      <main className="floor-body">{children}</main>
    </div>
  );
}
