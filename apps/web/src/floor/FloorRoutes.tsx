import { Suspense } from 'react';
import { Navigate, Outlet, type RouteObject, useLocation, useParams } from 'react-router';
import { useTranslation } from '../shared/i18n/useTranslation.tsx';
import { getUser, userStore } from '../shared/session.ts';
import { useStore } from '../shared/store.ts';
import { floorQueue } from './floorApi.ts';
import { type LoginState, loginPath, useSignedIn } from './floorSession.ts';
import { HomeScreen } from './HomeScreen.tsx';
import { LoginScreen } from './LoginScreen.tsx';
import { OperationScreen } from './OperationScreen.tsx';
import { permittedOperations } from './operations.ts';
import { useScanQueue } from './scan/useScanQueue.ts';
import { SCREENS } from './screens.ts';

/**
 * The floor's path inside the site. With the trailing slash: the service worker's scope is /floor/, and
 * /floor itself lies outside it, so the home screen's address is /floor/.
 */
export const FLOOR_BASENAME = '/floor/';

/**
 * Signed-out workers go to the sign-in screen and come back here after it: so does one whose scans
 * the server turned away with a 401 (signed out elsewhere, expired). The outbox keeps those scans
 * (saved, held) and sends them once signed in.
 */
function RequireSession() {
  const location = useLocation();
  const signedIn = useSignedIn();
  const { held } = useScanQueue(floorQueue);
  if (!signedIn || held === 'signedOut') {
    const state: LoginState = { sessionEnded: getUser() !== undefined };
    return <Navigate to={loginPath(location.pathname + location.search)} state={state} replace />;
  }
  return <Outlet />;
}

/** /floor/<op>: the operation's screen, or the tiles for an operation unknown or not permitted. */
function OperationRoute() {
  const { t } = useTranslation();
  const { op } = useParams();
  const user = useStore(userStore);
  const operation = permittedOperations(user?.permissions).find((o) => o.key === op);
  if (!operation) return <Navigate to="/" replace />;
  const Screen = SCREENS[operation.key];
  return (
    <OperationScreen title={t(`floor.op.${operation.key}`)}>
      {Screen ? (
        <Suspense fallback={<p className="floor-note">{t('floor.op.loading')}</p>}>
          <Screen />
        </Suspense>
      ) : (
        <p className="floor-note">{t('floor.op.soon')}</p>
      )}
    </OperationScreen>
  );
}

/** The floor's screens, relative to FLOOR_BASENAME. */
export const floorRoutes: RouteObject[] = [
  { path: '/login', element: <LoginScreen /> },
  {
    element: <RequireSession />,
    children: [
      { index: true, element: <HomeScreen /> },
      { path: ':op/*', element: <OperationRoute /> },
    ],
  },
];
