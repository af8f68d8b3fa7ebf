/** A path's parameters by name (`{term}` in a template takes `term`). */
export type RouteParams = Record<string, string>;

/**
 * Fills a path template of the route table (`/fr/s/{term}`) with its parameters, URL-encoded.
 * Throws when a parameter is missing or empty. Kept apart from the table itself so that a browser
 * component given a template by the server (the header's search) fills it without loading the table.
 */
export function fillPath(template: string, params: RouteParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`The path "${template}" needs parameter "${name}"`);
    return encodeURIComponent(value);
  });
}
