import { useLocation, useNavigate } from 'react-router';
import { loginPath } from '../floorSession.ts';

/** For a 401: to the sign-in screen, and back to this screen after it. */
export function useToLogin(): () => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return () => void navigate(loginPath(pathname + search));
}
