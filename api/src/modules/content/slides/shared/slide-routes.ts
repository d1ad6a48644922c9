import { applyDecorators, Controller } from '@nestjs/common';
import { validField } from '@cytocampus/domain';
import { ApiTags } from '@nestjs/swagger';
import { index, text, validate } from '@cytocampus/schema';

/** The slide calls of spec part 3 section 7; each declares its policy (the image files are in files/, behind their own guard). */
export const SlideRoutes = (): ClassDecorator => applyDecorators(ApiTags('slides'), Controller('slides'));

const UPLOAD_ID = text({ required: true, max: 64, pattern: /^[A-Za-z0-9-]+$/ });

/** The id of an upload named in a body, its problems reported on `field`. */
export const uploadIdIn = (value: unknown, field: string): string => validField(validate(UPLOAD_ID, value ?? ''), field);

/** A category index (0 to 4; the decider refuses others). */
export const CATEGORY = index();
