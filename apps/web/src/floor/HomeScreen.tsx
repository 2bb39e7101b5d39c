import { Link } from 'react-router';
import { useTranslation } from '../shared/i18n/useTranslation.tsx';
import { userStore } from '../shared/session.ts';
import { useStore } from '../shared/store.ts';
import { permittedOperations } from './operations.ts';
import { TopBar } from './TopBar.tsx';

/** /floor: one big tile per operation the worker may do. */
export function HomeScreen() {
  const { t } = useTranslation();
  const user = useStore(userStore);
  const operations = permittedOperations(user?.permissions);
  return (
    <div className="floor-screen">
      <TopBar />
      <main className="floor-body">
        {operations.length === 0 ? (
          <p className="floor-note">{t('floor.home.none')}</p>
        ) : (
          <nav className="floor-tiles" aria-label={t('floor.title')}>
            {operations.map((op) => (
              <Link key={op.key} to={`/${op.key}`} className="floor-tile" data-family={op.family}>
                {t(`floor.op.${op.key}`)}
              </Link>
            ))}
          </nav>
        )}
      </main>
    </div>
  );
}
