import { Module } from '@nestjs/common';
import { EsModule } from '../es/es.module.js';
import { SlideFiles } from '../modules/content/index.js';
import { UploadStorage } from '../modules/uploads/index.js';
import { DemoCommunitySeeder } from './demo-community/demo-community-seeder.js';
import { DemoContentSeeder } from './demo-content/demo-content-seeder.js';
import { DemoSlideImages } from './demo-content/demo-slide-images.js';
import { DemoUploads } from './demo-content/demo-uploads.js';
import { DemoSeeder } from './demo-seeder.js';
import { SystemSeeder } from './system-seeder.js';

/** SlideFiles and UploadStorage are stateless helpers over DATA_DIR, reused so demo files land where real uploads do. */
@Module({
  imports: [EsModule],
  providers: [DemoSeeder, SystemSeeder, DemoContentSeeder, DemoCommunitySeeder, DemoUploads, DemoSlideImages, SlideFiles, UploadStorage],
  exports: [DemoSeeder, SystemSeeder, DemoContentSeeder, DemoCommunitySeeder],
})
export class SeedModule {}
