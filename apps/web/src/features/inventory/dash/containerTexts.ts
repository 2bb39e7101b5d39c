/** The container panel's and card's strings (issue 28 §6), from the console's locales (`dash.containers.*`). */
const KEYS = ['title', 'within90', 'past90', 'units', 'partners', 'partnersPast90', 'top', 'topPast90', 'none', 'open'] as const;
export type ContainerTexts = Record<(typeof KEYS)[number], string>;

export const containerTexts = (t: (key: string) => string): ContainerTexts =>
  Object.fromEntries(KEYS.map((k) => [k, t(`dash.containers.${k}`)])) as ContainerTexts;
