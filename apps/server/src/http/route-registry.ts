import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered on the app, as Fastify saw it . */
    registeredRoutes: RegisteredRoute[];
  }
}

/**
 * Records every route as it is registered, so the security tests can prove that each one has a
 * row in the authorization matrix. Call it before any route is registered.
 */
export function collectRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      routes.push({ method, url: route.url });
    }
  });
}
