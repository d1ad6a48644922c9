import { Body, Controller, Param, Put, Req } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { PrintedCertificate } from '@cytocampus/contracts';
import { SIGNED_IN } from '@cytocampus/permissions';
import { certificatePrintPayloadSchema, printedCertificateSchema, validate } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { actorContext } from '../../../../es/command-context.js';
import { requestId } from '../../../../http/request-info.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { RecordCertificatePrint } from './record-print.command.js';

@ApiTags('credentials')
@Controller('stats')
export class RecordPrintController {
  constructor(private readonly commands: CommandBus) {}

  /** PUT /stats/{userId}/printCert with the certificate print payload: records a printed certificate (the holder only). */
  @Put(':userId/printCert')
  @Authorize(SIGNED_IN)
  @Answers(printedCertificateSchema)
  record(
    @Actor() actor: Principal,
    @Param('userId') userId: string,
    @Body({ schema: certificatePrintPayloadSchema }) body: unknown,
    @Req() req: Request,
  ): Promise<PrintedCertificate> {
    const payload = valid(validate(certificatePrintPayloadSchema, body));
    return this.commands.execute(new RecordCertificatePrint(actor, userId, payload, actorContext(actor, requestId(req))));
  }
}
