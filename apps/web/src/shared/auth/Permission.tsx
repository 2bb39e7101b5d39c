import type { ReactNode } from 'react';
import type { AccessRule } from './access.ts';
import { usePermission } from './usePermission.ts';

export interface AuthProps extends AccessRule {
  children?: ReactNode;
  /** Rendered instead when access is denied; nothing by default (spec §6: the element is removed). */
  fallback?: ReactNode;
}

/**
 * Renders its children only when the user satisfies the rule:
 * `<Auth perm="a/b/c">`, `<Auth any={[...]}>`, `<Auth all={[...]}>`, `<Auth role="x">`, `<Auth roles={[...]}>`.
 */
export function Auth({ children, fallback = null, ...rule }: AuthProps) {
  const { allows } = usePermission();
  return <>{allows(rule) ? children : fallback}</>;
}
