import { CERTIFICATE_ROUTES, type CertificateVerification, type LearnerCertificates } from '@cytocampus/contracts';
import { api } from '../../http/baseApi';
import { followCacheEntry } from '../../realtime/followCacheEntry';
import { liveEvents } from '../../realtime/liveEvents';

/** The certificates page is one of the learner's course screens: a review submit refetches it too. */
const CERTIFICATES_TAG = { type: 'LearnerCourses' as const, id: 'CERTIFICATES' };
/** What changes the page: a certificate issued, printed or revoked; a course's result; a feedback given. */
const FOLLOWED = new Set(['certificate', 'course', 'feedback']);

/** The certificate calls (docs/adr/0026). */
export const certificatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /user/certificates: refetched (once per notice) whenever one of the learner's certificates, course results or feedbacks changes. */
    learnerCertificates: build.query<LearnerCertificates, void>({
      query: () => ({ url: CERTIFICATE_ROUTES.certificates }),
      providesTags: [CERTIFICATES_TAG],
      onCacheEntryAdded: (_arg, life) =>
        followCacheEntry(life, () =>
          liveEvents.on('changed', (notice) => {
            if (FOLLOWED.has(notice.model)) life.dispatch(api.util.invalidateTags([CERTIFICATES_TAG]));
          }),
        ),
    }),
    /** GET /verify/{code}: public; a 429 is the page's to tell. */
    verification: build.query<CertificateVerification, string>({
      query: (code) => ({ url: CERTIFICATE_ROUTES.verify(code), quietStatuses: [429] }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLearnerCertificatesQuery, useVerificationQuery } = certificatesApi;
