import { Module, RequestMethod, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { UPLOAD_ROUTES } from '@cytocampus/contracts';
import { AuthModule } from '../../auth/auth.module.js';
import { EsModule } from '../../es/es.module.js';
import { RealtimeModule } from '../../realtime/realtime.module.js';
import { ChangeUploadHandler } from './commands/change-upload/change-upload.command.js';
import { ClearFinishedUploadsHandler } from './commands/clear-uploads/clear-finished-uploads.command.js';
import { ClearUploadHandler } from './commands/clear-uploads/clear-upload.command.js';
import { ClearUploadsController } from './commands/clear-uploads/clear-uploads.controller.js';
import { FilesController } from './files/files.controller.js';
import { ProgressTracker } from './progress/progress-tracker.js';
import { UploadActivity } from './progress/upload-activity.js';
import { GetUploadedFileHandler } from './queries/get-uploaded-file/get-uploaded-file.query.js';
import { ListUploadsHandler } from './queries/list-uploads/list-uploads.query.js';
import { UploadsController } from './queries/list-uploads/uploads.controller.js';
import { UploadExpiry } from './shared/upload-expiry.js';
import { UploadStorage } from './shared/upload-storage.js';
import { TusEndpoint } from './tus/tus-endpoint.js';
import { TusMiddleware } from './tus/tus.middleware.js';

/**
 * Resumable uploads (tus) under /api/v1/uploads/tus, the uploads list, and finished files at
 * /api/v1/files. Other modules use files through the QueryBus (GetUploadedFile).
 */
@Module({
  imports: [AuthModule, EsModule, RealtimeModule],
  controllers: [UploadsController, ClearUploadsController, FilesController],
  providers: [
    UploadStorage,
    ProgressTracker,
    UploadActivity,
    TusEndpoint,
    UploadExpiry,
    ChangeUploadHandler,
    ClearUploadHandler,
    ClearFinishedUploadsHandler,
    ListUploadsHandler,
    GetUploadedFileHandler,
  ],
})
export class UploadsModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    const tus = UPLOAD_ROUTES.tus.slice(1);
    consumer.apply(TusMiddleware).forRoutes({ path: tus, method: RequestMethod.ALL }, { path: `${tus}/*id`, method: RequestMethod.ALL });
  }
}
