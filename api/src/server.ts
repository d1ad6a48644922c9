import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { NestFactory, Reflector } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import { urlencoded, type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { API_PREFIX } from '@cytocampus/contracts';
import { ProjectionRunner, READ_MODELS } from '@cytocampus/projections';
import { AppModule } from './app.module.js';
import { assertEveryRouteDeclaresAPolicy } from './auth/every-route-authorized.js';
import type { Config } from './infra/config.js';
import { compressResponses } from './http/compress-responses.js';
import { contentSecurityPolicy } from './http/content-security-policy.js';
import { CSRF_EXEMPT_ROUTES, csrfProtection } from './http/csrf.js';
import { framedPageAncestors } from './http/framed-pages.js';
import { EnvelopeInterceptor } from './http/envelope.interceptor.js';
import { ApiExceptionFilter } from './http/exception.filter.js';
import { jsonBodies, jsonObjectsOnly } from './http/json-body.js';
import { answerClientErrorsInShape, refuseUnsafeInput } from './http/unsafe-input.js';
import type { Clock } from './infra/clock.js';
import { openInfrastructure, type Infrastructure } from './infra/infrastructure.js';
import { createLogger, type Logger } from './infra/logger.js';
import { NestPinoLogger } from './infra/nest-logger.js';
import { drain } from './infra/drain.js';
import { Opened } from './infra/opened.js';
import { buildOpenApiDocument } from './openapi/openapi-document.js';
import { CytoCampusIoAdapter } from './realtime/socket-adapter.js';
import { DemoSeeder } from './seed/demo-seeder.js';
import { SystemSeeder } from './seed/system-seeder.js';

export interface Server {
  app: NestExpressApplication;
  infra: Infrastructure;
  /** Seeded on this start (first start of an empty store). */
  seeded: boolean;
  /** Stops taking requests and sockets and waits for those in progress (a deploy's stop; docs/adr/0039). */
  drain(): Promise<void>;
  close(): Promise<void>;
}

function serveWebClient(app: NestExpressApplication, webDist: string): void {
  app.useStaticAssets(webDist, {
    index: false,
    maxAge: '1h',
    // Vite names assets by content hash: they never change.
    setHeaders: (res: Response, path: string) => {
      if (path.includes('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  const index = join(webDist, 'index.html');
  // Client-side routes: every other GET that wants a page gets the app shell.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || req.path.startsWith(`${API_PREFIX}/`) || req.path.startsWith('/socket.io')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}

/**
 * Builds the whole product: infrastructure, projections (embedded), seed, API, socket.io, web client.
 * A start that fails part way closes what it had started (the runner, the pools) before rethrowing,
 * so that the process exits rather than hangs.
 */
export async function createServer(config: Config, options: { logger?: Logger; clock?: Clock } = {}): Promise<Server> {
  const logger = options.logger ?? createLogger();
  const opened = new Opened(logger);
  return opened.orClose(async () => {
    const infra = await openInfrastructure(config, logger, options.clock);
    opened.add('the infrastructure', () => infra.close());
    let runner: ProjectionRunner | null = null;
    if (config.runProjections) {
      const started = new ProjectionRunner({ sql: infra.sql, store: infra.store, projections: READ_MODELS, logger });
      // Added before it starts: stopping also ends a start still waiting for the leader lock.
      opened.add('the projection runner', () => started.stop());
      await started.start();
      runner = started;
    }
    // An error while Nest builds the modules (a provider's factory) is thrown here rather than ending the process, so the above is closed.
    const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(infra), {
      logger: new NestPinoLogger(logger),
      bodyParser: false,
      abortOnError: false,
    });
    opened.add('the application', () => app.close());
    app.set('trust proxy', config.trustProxy);
    app.use(framedPageAncestors(infra.sql));
    app.use(
      helmet({
        contentSecurityPolicy: { directives: contentSecurityPolicy({ secure: config.secureCookies, embedOrigins: config.embedOrigins }) },
        crossOriginEmbedderPolicy: false,
      }),
    );
    app.use(compressResponses);
    // Express's own parser: Nest's useBodyParser keeps `verify` for itself.
    app.use(jsonBodies());
    answerClientErrorsInShape(app.getHttpServer());
    app.use(cookieParser());
    // An LTI platform's login and launch are form posts from its page (docs/adr/0042).
    app.use(
      CSRF_EXEMPT_ROUTES.map((route) => `${API_PREFIX}${route}`),
      urlencoded({ extended: false, limit: '64kb' }),
    );
    app.use(API_PREFIX, csrfProtection(infra.secrets.signing, config.secureCookies));
    app.use(API_PREFIX, jsonObjectsOnly());
    app.use(API_PREFIX, refuseUnsafeInput());
    app.setGlobalPrefix(API_PREFIX.slice(1));
    app.useGlobalFilters(new ApiExceptionFilter(logger));
    app.useGlobalInterceptors(new EnvelopeInterceptor(app.get(Reflector)));
    const sockets = new CytoCampusIoAdapter(app, infra.redis, config.redisPrefix, logger);
    app.useWebSocketAdapter(sockets);
    SwaggerModule.setup(`${API_PREFIX.slice(1)}/docs`, app, buildOpenApiDocument(app), { jsonDocumentUrl: `${API_PREFIX.slice(1)}/openapi.json` });
    if (config.webDist && existsSync(join(config.webDist, 'index.html'))) serveWebClient(app, config.webDist);
    else logger.warn({ webDist: config.webDist }, 'web client not built: serving the API only (run npm run build)');
    await app.init();
    assertEveryRouteDeclaresAPolicy(app);
    await app.get(SystemSeeder).ensure();
    const seeded = config.seedDemo ? await app.get(DemoSeeder).seedOnce() : false;
    return {
      app,
      infra,
      seeded,
      drain: () => drain(app.getHttpServer(), sockets.server),
      close: async () => {
        await app.close();
        await runner?.stop();
        await infra.close();
      },
    };
  });
}
