// The React adapter of the client (like TanStack's react-query over query-core): the page's one
// QueryClient with the spec's defaults, the island provider, and the slow-loading hook.
export { createShopQueryClient, pageQueryClient, QueryIsland } from './query-island';
export { slowLink, useSlowLoading } from './slow-loading';
