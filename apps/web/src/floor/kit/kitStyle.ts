import css from './kit.css?inline';

/**
 * The kit's rules, added once by whichever kit component loads first: the kit carries its own look
 * to any floor screen, as floor.css is added by main.tsx for the shell.
 */
if (typeof document !== 'undefined' && !document.getElementById('floor-kit-style')) {
  const style = document.createElement('style');
  style.id = 'floor-kit-style';
  style.textContent = css;
  document.head.append(style);
}
