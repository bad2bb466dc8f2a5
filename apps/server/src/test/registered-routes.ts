import type { FastifyInstance } from 'fastify';

/**
 * Every route the router knows, as `METHOD /path`. Read from `printRoutes` rather than the OpenAPI
 * document, which leaves out routes hidden from it.
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const paths: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (paths[depth - 1] ?? '') + (match[2] ?? '');
    paths[depth] = path;
    for (const method of (match[3] ?? '').split(', ')) {
      if (method && method !== '-') routes.push(`${method} ${path}`);
    }
  }
  return routes;
}
