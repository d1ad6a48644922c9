import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { Infrastructure } from './infrastructure.js';
import { CHECKPOINTS, CLOCK, CONFIG, EVENT_STORE, LOGGER, MAILER, RATE_LIMITS, REDIS, SEALER, SECRETS, SQL } from './tokens.js';

/** Makes the opened infrastructure injectable everywhere. */
@Global()
@Module({})
export class InfraModule {
  static forRoot(infra: Infrastructure): DynamicModule {
    const providers = [
      { provide: CONFIG, useValue: infra.config },
      { provide: LOGGER, useValue: infra.logger },
      { provide: CLOCK, useValue: infra.clock },
      { provide: SQL, useValue: infra.sql },
      { provide: EVENT_STORE, useValue: infra.store },
      { provide: CHECKPOINTS, useValue: infra.checkpoints },
      { provide: REDIS, useValue: infra.redis },
      { provide: MAILER, useValue: infra.mailer },
      { provide: RATE_LIMITS, useValue: infra.rateLimits },
      { provide: SECRETS, useValue: infra.secrets },
      { provide: SEALER, useValue: infra.sealer },
    ];
    return { module: InfraModule, providers, exports: providers.map((p) => p.provide) };
  }
}
