import { Module } from '@nestjs/common';
import { EsModule } from '../es/es.module.js';
import { DemoSeeder } from './demo-seeder.js';

@Module({ imports: [EsModule], providers: [DemoSeeder], exports: [DemoSeeder] })
export class SeedModule {}
