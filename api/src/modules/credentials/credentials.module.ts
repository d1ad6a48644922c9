import { Module } from '@nestjs/common';
import { AuthModule } from '../../auth/auth.module.js';
import type { Config } from '../../infra/config.js';
import { EsModule } from '../../es/es.module.js';
import { loadCredentialSigningKey } from '../../infra/secrets.js';
import { CONFIG } from '../../infra/tokens.js';
import { IssueCertificateHandler } from './commands/print-certificate/issue-certificate.command.js';
import { PrintCertificateController } from './commands/print-certificate/print-certificate.controller.js';
import { RecordCertificatePrintHandler } from './commands/record-print/record-print.command.js';
import { RecordPrintController } from './commands/record-print/record-print.controller.js';
import { CredentialKeys } from './credential/credential-keys.js';
import { GetCertificateCredentialHandler } from './queries/certificate-credential/certificate-credential.query.js';
import { GetCredentialKeySetHandler } from './queries/credential-key-set/credential-key-set.query.js';
import { LearnerCertificatesController } from './queries/learner-certificates/learner-certificates.controller.js';
import { GetLearnerCertificatesHandler } from './queries/learner-certificates/learner-certificates.query.js';
import { VerifyController } from './queries/verify/verify.controller.js';
import { VerifyCertificateHandler } from './queries/verify/verify.query.js';
import { IssuedCertificates } from './shared/certificate-rows.js';
import { LearnerCertificatesReader } from './shared/learner-certificates.js';

/**
 * P.A.C.E. certificates and their verification (spec part 2 "Certificates page", sections 5, 7 to 9;
 * docs/adr/0026): the learner's certificates, the PDF, the print record, and the public
 * verification page's calls with the Open Badges 3.0 credential.
 */
@Module({
  imports: [AuthModule, EsModule],
  controllers: [LearnerCertificatesController, PrintCertificateController, RecordPrintController, VerifyController],
  providers: [
    IssuedCertificates,
    LearnerCertificatesReader,
    IssueCertificateHandler,
    RecordCertificatePrintHandler,
    GetLearnerCertificatesHandler,
    VerifyCertificateHandler,
    GetCertificateCredentialHandler,
    GetCredentialKeySetHandler,
    {
      provide: CredentialKeys,
      inject: [CONFIG],
      useFactory: async (config: Config) => CredentialKeys.create(await loadCredentialSigningKey(config.dataDir), config.publicUrl),
    },
  ],
})
export class CredentialsModule {}
