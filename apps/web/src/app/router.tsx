import { createBrowserRouter } from 'react-router';
import { closeLoginDialog } from '../shared/api/errors.ts';
import { setNavigator } from '../shared/navigation.ts';
import { createRoutes } from './routes.tsx';

/** The app's router; non-React code (the request client) navigates through it. */
export const router = createBrowserRouter(createRoutes());

setNavigator((to) => void router.navigate(to));

// Reaching /login is the answer to a refused session: a "log in again" dialog left over it (a
// reply that came back while the guard was already sending the user there) would ask twice.
router.subscribe((state) => {
  if (state.location.pathname === '/login') closeLoginDialog();
});
