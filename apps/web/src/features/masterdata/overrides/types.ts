import type { Key, ReactNode } from 'react';
import type { Row } from '../../../shared/table/cells.tsx';
import type { CellRenderers } from '../../../shared/table/columns.tsx';

/** What a row action of an override may use. */
export interface OverrideContext {
  refresh: () => void;
}

/**
 * Per-resource additions to the generic resource screen: extra row actions, cell renderers and
 * elements of the screen itself (e.g. the modal a row action opens).
 * Hooks are allowed: `useOverride` runs inside the screen's render.
 */
export interface ResourceOverride {
  useOverride: (screen: ScreenState) => {
    rowActions?: (row: Row, ctx: OverrideContext) => ReactNode;
    renderers?: CellRenderers<Row>;
    /** Rendered once with the screen, after the list (modals, drawers). */
    elements?: ReactNode;
    /** Extra toolbar buttons, after the generic ones. */
    toolbar?: ReactNode;
    /** Rows can be selected for the override's own actions, even without the delete permission. */
    selectable?: boolean;
  };
}

/** What the screen tells its override: the selected rows and how to reload the list. */
export interface ScreenState {
  selected: Key[];
  refresh: () => void;
}
