import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

interface ConnectionState {
  /** Requests read from it and not yet answered. */
  requests: number;
  /** When it was opened or last finished an answer (ms). */
  lastActivityAt: number;
}

/**
 * Whether this process still takes work or is draining before it stops (SIGTERM), and its open
 * connections. `/ready` answers 503 while it drains, so a load balancer sends new requests
 * elsewhere; the drain closes a connection only once it has had no request for a while, since
 * one just opened (or just answered) may be carrying a request that has not arrived yet, and
 * closing it then would cut that request off (ECONNRESET) rather than refuse it.
 */
export class ServerLifecycle {
  private drainingSince: Date | undefined;
  private readonly connections = new Map<Socket, ConnectionState>();

  get isDraining(): boolean {
    return this.drainingSince !== undefined;
  }

  startDraining(at = new Date()): void {
    this.drainingSince ??= at;
  }

  /** Follows a server's connections and the requests on each (one listener each, no hook per request). */
  track(server: Server): void {
    server.on('connection', (socket: Socket) => {
      this.connections.set(socket, { requests: 0, lastActivityAt: Date.now() });
      socket.once('close', () => this.connections.delete(socket));
    });
    server.on('request', (request, response) => {
      const state = this.connections.get(request.socket);
      if (!state) return;
      state.requests++;
      response.once('close', () => {
        state.requests--;
        state.lastActivityAt = Date.now();
      });
    });
  }

  /** Closes the connections that have had no request in flight for `idleMs`; answers how many stay open. */
  closeIdleConnections(idleMs: number, now = Date.now()): number {
    for (const [socket, state] of this.connections)
      if (state.requests === 0 && now - state.lastActivityAt >= idleMs) socket.destroy();
    return this.connections.size;
  }

  /** Cuts every connection still open; answers how many of them had a request in flight. */
  closeAllConnections(): number {
    let busy = 0;
    for (const [socket, state] of this.connections) {
      if (state.requests > 0) busy++;
      socket.destroy();
    }
    return busy;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: ServerLifecycle;
  }
}

/**
 * Gives the app its lifecycle. While it drains, every answer says `Connection: close`, so a
 * client's kept-alive connection ends with the answer it was waiting for and its next request
 * opens a new one (which goes to another process, or is refused once the listener has closed).
 */
export const lifecyclePlugin = fp(async (app: FastifyInstance) => {
  const lifecycle = new ServerLifecycle();
  lifecycle.track(app.server);
  app.decorate('lifecycle', lifecycle);
  // A callback hook: no promise per answer on the hot path.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (lifecycle.isDraining) reply.header('connection', 'close');
    done(null, payload);
  });
});
