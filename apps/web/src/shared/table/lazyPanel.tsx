import { Spin } from 'antd';
import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { withTimeout } from '../lazy/withTimeout.ts';

/**
 * A drawer or modal whose code loads the first time it opens (issue 12: a list loads what it
 * shows). Until then nothing of it is mounted; once opened it stays mounted so closing animates
 * and its state survives a reopen, as before. While its chunk loads a full-screen spinner shows.
 */
export function lazyPanel<P extends { open: boolean }>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Panel = lazy(() => withTimeout(load()));
  function LazyPanel(props: P) {
    const [opened, setOpened] = useState(false);
    if (props.open && !opened) setOpened(true);
    if (!opened && !props.open) return null;
    return (
      <Suspense fallback={<PanelLoading />}>
        <Panel {...props} />
      </Suspense>
    );
  }
  /** Starts loading the chunk ahead of the first open (e.g. on hover). */
  LazyPanel.preload = () => void load();
  return LazyPanel;
}

export function PanelLoading(): ReactNode {
  return <Spin fullscreen delay={100} />;
}
