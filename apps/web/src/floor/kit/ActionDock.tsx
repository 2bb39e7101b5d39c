import type { ReactNode } from 'react';
import css from './actionDock.css?inline';

// Added once, as the kit adds its rules (kitStyle.ts): the floor's screens load as one lazy chunk.
if (typeof document !== 'undefined' && !document.getElementById('floor-dock-style')) {
  const style = document.createElement('style');
  style.id = 'floor-dock-style';
  style.textContent = css;
  document.head.append(style);
}

/** A screen whose main action sits at its foot (actionDock.css): `dock` holds it, the rest goes above. */
export function DockScreen({ children, dock }: { children: ReactNode; dock?: ReactNode }) {
  return (
    <div className="floor-kit-stack floor-dock-screen">
      {children}
      {dock && (
        <div className="floor-dock" data-testid="action-dock">
          {dock}
        </div>
      )}
    </div>
  );
}
