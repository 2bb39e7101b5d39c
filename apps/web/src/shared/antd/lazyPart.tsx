import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';

/**
 * A stand-in for an antd part that a widget imports but rarely draws (the table's filter menu, its
 * radio column, the selection menu): the part's code loads the first time it is drawn, and until
 * then its children (a column title, a trigger) show in its place. build/antdParts.ts points the
 * widget's import here. (React 19 passes a `ref` on as an ordinary prop.)
 */
export function lazyPart<P extends { children?: ReactNode }>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Part = lazy(load) as ComponentType<P>;
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={props.children ?? null}>
        <Part {...props} />
      </Suspense>
    );
  };
}
