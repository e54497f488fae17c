/**
 * Lets non-React code (the API client) change the route. main.tsx registers the router's navigate;
 * until then a full page load is used.
 */
type Navigator = (to: string) => void;

let navigator: Navigator = (to) => window.location.assign(to);

export function setNavigator(next: Navigator): void {
  navigator = next;
}

export function navigateTo(to: string): void {
  navigator(to);
}
