import { Module } from '@nestjs/common';
import { AuthModule } from '../../auth/auth.module.js';
import { HealthController } from './queries/get-health-report/get-health-report.controller.js';
import { GetHealthReportHandler } from './queries/get-health-report/get-health-report.query.js';

@Module({
  imports: [AuthModule],
  controllers: [HealthController],
  providers: [GetHealthReportHandler],
})
export class HealthModule {}
