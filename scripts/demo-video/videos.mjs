/**
 * What each demo video shows (ADR 0018): a title card, two slides whose bullets appear one by one
 * beside a drawn illustration, and an end card. generate.mjs renders them into
 * api/src/seed/demo-content/media/<file>; the seed (demo-videos.ts) uploads them under the same names.
 */

/** Frame size, frame rate and length shared by every demo video. */
export const FORMAT = { width: 640, height: 360, fps: 10, seconds: 20 };

/** Seconds: title card, then the slides share the middle, then the end card. */
export const TIMING = { title: 3.5, end: 2.5 };

const BETHESDA = 'The Bethesda System 2014';
const PARIS = 'The Paris System for urinary cytology';

export const VIDEOS = [
  {
    file: 'bethesda-adequacy.mp4',
    series: BETHESDA,
    title: 'Specimen adequacy and general categorization',
    slides: [
      {
        heading: 'Specimen adequacy',
        art: 'cellularity',
        bullets: [
          'Satisfactory or unsatisfactory for evaluation',
          'Conventional smear: 8,000-12,000 squamous cells',
          'Liquid-based: at least 5,000 squamous cells',
          'Transformation zone: 10 or more endocervical or metaplastic cells',
          'Unsatisfactory: over 75% of cells obscured',
        ],
      },
      {
        heading: 'General categorization',
        art: 'categories',
        bullets: [
          'NILM: negative for intraepithelial lesion or malignancy',
          'Epithelial cell abnormality: squamous or glandular',
          'Other: endometrial cells in a woman of 45 or older',
        ],
      },
    ],
  },
  {
    file: 'bethesda-koilocytes-lsil.mp4',
    series: BETHESDA,
    title: 'Koilocytes and LSIL: the HPV cytopathic effect',
    slides: [
      {
        heading: 'The koilocyte',
        art: 'koilocyte',
        bullets: [
          'Sharply outlined perinuclear cavity',
          'Dense, rim-like peripheral cytoplasm',
          'Enlarged, hyperchromatic, wrinkled nucleus',
          'Binucleation is common',
        ],
      },
      {
        heading: 'LSIL',
        art: 'lsil',
        bullets: [
          'Mature superficial or intermediate cells',
          'Nucleus about 3x a normal intermediate nucleus',
          'HPV cytopathic effect and CIN 1',
          'A halo without nuclear changes is not LSIL',
        ],
      },
    ],
  },
  {
    file: 'bethesda-hsil.mp4',
    series: BETHESDA,
    title: 'HSIL: small cells, high N/C ratio',
    slides: [
      {
        heading: 'HSIL cells',
        art: 'hsil',
        bullets: [
          'Small, immature (parabasal-like) cells',
          'High nuclear/cytoplasmic ratio',
          'Hyperchromasia, coarse chromatin',
          'Irregular nuclear membranes',
        ],
      },
      {
        heading: 'Patterns and pitfalls',
        art: 'hsil-groups',
        bullets: [
          'Single cells, sheets or syncytial groups',
          'Hyperchromatic crowded groups: look at the edges',
          'Covers CIN 2 and CIN 3',
          'Mimics: atrophy, metaplasia, IUD effect',
        ],
      },
    ],
  },
  {
    file: 'paris-adequacy.mp4',
    series: PARIS,
    title: 'Adequacy: volume and cellularity',
    slides: [
      {
        heading: 'Voided urine',
        art: 'volume',
        bullets: ['Volume: 30 mL or more is best', 'Avoid first morning voids: degenerated cells', 'Any atypical or malignant cell makes it adequate'],
      },
      {
        heading: 'Instrumented samples',
        art: 'cellularity',
        bullets: ['About 2,600 urothelial cells (ThinPrep)', 'Reactive groups are common: do not overcall', 'Report the collection method'],
      },
    ],
  },
  {
    file: 'paris-hguc.mp4',
    series: PARIS,
    title: 'N/C ratio of 0.7 and the HGUC criteria',
    slides: [
      {
        heading: 'The N/C ratio',
        art: 'nc-ratio',
        bullets: [
          'Nuclear area divided by cell area',
          'HGUC: 0.7 or more',
          'AUC: over 0.5 with one more atypical feature',
          'SHGUC: 0.7 or more, but too few cells',
        ],
      },
      {
        heading: 'HGUC criteria',
        art: 'hsil',
        bullets: ['Moderate to severe hyperchromasia', 'Markedly irregular nuclear membranes', 'Coarse, clumped chromatin', 'At least 5-10 abnormal cells'],
      },
    ],
  },
];
