import { Module } from '@nestjs/common';
import { EsModule } from '../es/es.module.js';
import { DemoSeeder } from './demo-seeder.js';
import { SystemSeeder } from './system-seeder.js';

@Module({ imports: [EsModule], providers: [DemoSeeder, SystemSeeder], exports: [DemoSeeder, SystemSeeder] })
export class SeedModule {}
