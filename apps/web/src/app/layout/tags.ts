import { onSessionReset } from '../../shared/sessionReset.ts';
import { createStore } from '../../shared/store.ts';

/** A visited page shown in the tags bar (spec §3: fullPath, name, meta.title, scrollTop). */
export interface ViewTag {
  /** The page's path: a tag's identity, so paging or filtering a list does not open another tag. */
  path: string;
  /** Where the tag leads: the path with the query the page last had (spec §3 fullPath). */
  fullPath: string;
  name: string;
  meta: { title: string; titleEn?: string };
  /** Scroll position of the content area, saved when leaving the page. */
  scrollTop: number;
}

export interface TagsState {
  tags: ViewTag[];
  /** Refresh counter per path; the layout keys the page with it so a refresh remounts it. */
  refresh: Record<string, number>;
}

export type TagsAction =
  | { type: 'visit'; tag: Omit<ViewTag, 'scrollTop'>; after?: string }
  | { type: 'close'; path: string }
  | { type: 'closeOthers'; path: string }
  | { type: 'saveScroll'; path: string; scrollTop: number }
  | { type: 'refresh'; path: string }
  | { type: 'reset' };

export const EMPTY_TAGS: TagsState = { tags: [], refresh: {} };

/** Pure reducer of the tags bar. */
export function tagsReducer(state: TagsState, action: TagsAction): TagsState {
  switch (action.type) {
    case 'visit': {
      const i = state.tags.findIndex((t) => t.path === action.tag.path);
      if (i >= 0) {
        const old = state.tags[i]!;
        if (
          old.fullPath === action.tag.fullPath &&
          old.name === action.tag.name &&
          old.meta.title === action.tag.meta.title &&
          old.meta.titleEn === action.tag.meta.titleEn
        ) {
          return state;
        }
        const tags = state.tags.slice();
        tags[i] = { ...old, fullPath: action.tag.fullPath, name: action.tag.name, meta: action.tag.meta };
        return { ...state, tags };
      }
      // A new tag goes right after the previously visited one (spec §2), else at the end.
      const after = action.after === undefined ? -1 : state.tags.findIndex((t) => t.path === action.after);
      const at = after >= 0 ? after + 1 : state.tags.length;
      const tags = state.tags.slice();
      tags.splice(at, 0, { ...action.tag, scrollTop: 0 });
      return { ...state, tags };
    }
    case 'close': {
      if (!state.tags.some((t) => t.path === action.path)) return state;
      const { [action.path]: _, ...refresh } = state.refresh;
      return { tags: state.tags.filter((t) => t.path !== action.path), refresh };
    }
    case 'closeOthers': {
      const keep = state.tags.filter((t) => t.path === action.path);
      const count = state.refresh[action.path];
      return { tags: keep, refresh: count === undefined ? {} : { [action.path]: count } };
    }
    case 'saveScroll': {
      const i = state.tags.findIndex((t) => t.path === action.path);
      if (i < 0 || state.tags[i]!.scrollTop === action.scrollTop) return state;
      const tags = state.tags.slice();
      tags[i] = { ...tags[i]!, scrollTop: action.scrollTop };
      return { ...state, tags };
    }
    case 'refresh':
      return { ...state, refresh: { ...state.refresh, [action.path]: (state.refresh[action.path] ?? 0) + 1 } };
    case 'reset':
      return EMPTY_TAGS;
  }
}

/** Where to go when the tag of `path` closes: its right neighbour, else its left one. */
export function neighbourOf(tags: readonly ViewTag[], path: string): string | undefined {
  const i = tags.findIndex((t) => t.path === path);
  if (i < 0) return undefined;
  return (tags[i + 1] ?? tags[i - 1])?.fullPath;
}

export const tagsStore = createStore<TagsState>(EMPTY_TAGS);

export function dispatchTags(action: TagsAction): void {
  tagsStore.set((s) => tagsReducer(s, action));
}

// A new session starts without the previous user's tags.
onSessionReset(() => dispatchTags({ type: 'reset' }));
