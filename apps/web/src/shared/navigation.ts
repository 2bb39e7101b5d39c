/**
 * Lets code outside React (the request client) navigate through the router without importing
 * it, which would pull the whole route table into every chunk. The router registers itself.
 */
type Navigate = (to: string) => void;

let navigator: Navigate = (to) => window.location.assign(to);

export function setNavigator(fn: Navigate): void {
  navigator = fn;
}

export function navigateTo(to: string): void {
  navigator(to);
}
