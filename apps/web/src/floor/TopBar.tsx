import { useNavigate } from 'react-router';
import { useTranslation } from '../shared/i18n/useTranslation.tsx';
import { userStore } from '../shared/session.ts';
import { useStore } from '../shared/store.ts';
import { floorQueue } from './floorApi.ts';
import { signOut } from './floorSession.ts';
import { PendingBadge } from './PendingBadge.tsx';
import { LangToggle, ThemeToggle } from './Toggles.tsx';

/** The home screen's bar: who is signed in, language, night mode, sign out. */
export function TopBar() {
  const { t } = useTranslation();
  const user = useStore(userStore);
  const navigate = useNavigate();
  const leave = () => {
    // Unsent scans stay saved and go out under whoever signs in next on this handheld.
    const { pending } = floorQueue.snapshot();
    if (pending > 0 && !window.confirm(t('floor.signOut.unsent', { count: pending }))) return;
    signOut();
    void navigate('/login', { replace: true });
  };
  return (
    <header className="floor-bar">
      <span className="floor-user">{user?.name}</span>
      <PendingBadge />
      <LangToggle />
      <ThemeToggle />
      <button type="button" className="floor-chip" onClick={leave}>
        {t('floor.signOut')}
      </button>
    </header>
  );
}
