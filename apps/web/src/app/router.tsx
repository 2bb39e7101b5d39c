import { createBrowserRouter } from 'react-router';
import { setNavigator } from '../shared/navigation.ts';
import { createRoutes } from './routes.tsx';

/** The app's router; non-React code (the request client) navigates through it. */
export const router = createBrowserRouter(createRoutes());

setNavigator((to) => void router.navigate(to));
