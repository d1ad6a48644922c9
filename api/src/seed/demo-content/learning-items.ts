import { DEMO_IDS, type DemoItem } from './demo-ids.js';
import { DEMO_VIDEOS, type DemoVideo } from './demo-videos.js';

const TAGS = ['gyn', 'bethesda'];
/**
 * A teaching page the web client serves itself (web/public/teaching), at the site's public address:
 * a link page that really embeds, whatever EMBED_ORIGINS allows (docs/adr/0033).
 */
const teachingPage = (site: string, page: string) => ({ type: 'Embedded Link', url: `${site}/teaching/${page}` });
/** A page showing a shipped demo video, uploaded by the seed: the player plays an uploaded video as a measured video. */
const video = ({ uploadId }: DemoVideo) => ({ type: 'Uploaded File', src: uploadId });

/** The handout behind the presentation's uploaded-file page (demo-pdf.ts; indented lines are sub-points). */
export const HANDOUT = {
  name: 'bethesda-2014-quick-reference.pdf',
  title: 'The Bethesda System 2014 - quick reference',
  lines: [
    'Specimen adequacy',
    '  Satisfactory: about 8,000-12,000 squamous cells (conventional), 5,000 or more (liquid-based).',
    '  Transformation zone component: at least 10 well-preserved endocervical or metaplastic cells.',
    '  Unsatisfactory: more than 75% of squamous cells obscured (blood, inflammation, drying).',
    '',
    'Negative for intraepithelial lesion or malignancy (NILM)',
    '  Organisms: Trichomonas vaginalis, Candida, shift in flora (clue cells), Actinomyces, HSV.',
    '  Reactive changes: inflammation, radiation, IUD; atrophy.',
    '',
    'Squamous cell abnormalities',
    '  ASC-US: atypical squamous cells of undetermined significance.',
    '  ASC-H: atypical squamous cells, cannot exclude HSIL.',
    '  LSIL: HPV cytopathic effect (koilocytes), CIN 1; nuclei about 3x intermediate nuclei.',
    '  HSIL: CIN 2 and CIN 3; immature cells with a high N/C ratio and irregular nuclear outlines.',
    '  Squamous cell carcinoma.',
    '',
    'Glandular cell abnormalities',
    '  AGC (endocervical, endometrial, not otherwise specified), AIS, adenocarcinoma.',
    '',
    'Laboratory quality: the ASC:SIL ratio should stay below 3:1.',
  ],
};

export const bethesdaTalk = (site: string): DemoItem => ({
  type: 'presentation',
  ...DEMO_IDS.bethesdaTalk,
  fields: {
    name: 'The Bethesda System for cervical cytology',
    description: 'Specimen adequacy, general categorization and the squamous categories from NILM to HSIL, with a printable quick reference.',
    tags: [...TAGS, 'lsil', 'hsil'],
    title: 'Reporting cervical cytology with The Bethesda System 2014',
    pages: [
      { title: 'Specimen adequacy and general categorization', file: video(DEMO_VIDEOS.bethesdaAdequacy) },
      { title: 'Koilocytes and LSIL: the HPV cytopathic effect', file: { ...video(DEMO_VIDEOS.bethesdaLsil), playedCurrentTime: 0 } },
      { title: 'HSIL: small cells, high N/C ratio', file: video(DEMO_VIDEOS.bethesdaHsil) },
      { title: 'Image atlas of the squamous categories', file: teachingPage(site, 'bethesda-squamous-atlas.html') },
      { title: 'Quick reference (PDF)', file: { type: 'Uploaded File', src: DEMO_IDS.handoutUpload } },
    ],
  },
});

export const urineTalk = (site: string): DemoItem => ({
  type: 'presentation',
  ...DEMO_IDS.urineTalk,
  fields: {
    name: 'Urine cytology with The Paris System',
    description: 'Adequacy of urine specimens and the criteria for high-grade urothelial carcinoma (HGUC) and atypical urothelial cells (AUC).',
    tags: ['non-gyn', 'urine', 'paris'],
    title: 'The Paris System for reporting urinary cytology',
    pages: [
      { title: 'Adequacy: volume and cellularity', file: video(DEMO_VIDEOS.parisAdequacy) },
      { title: 'N/C ratio of 0.7 and the HGUC criteria', file: video(DEMO_VIDEOS.parisHguc) },
      { title: 'Case gallery: AUC or SHGUC?', file: teachingPage(site, 'paris-system-cases.html') },
    ],
  },
});

const question = (questionText: string, choices: [string, boolean][], solution: string, highlight = '', minChoices = 1) => ({
  question: { highlight, questionText, questionImg: '' },
  solution,
  minChoices,
  maxChoices: minChoices,
  choices: choices.map(([choiceText, isCorrect]) => ({ isCorrect, choiceText })),
});
const textChoice = (title: string, quiz: ReturnType<typeof question>) => ({ type: 'text-choice', title, items: [], quiz });
const info = (title: string, header: string, text: string) => ({
  type: 'info',
  title,
  items: [
    { type: 'header', value: header },
    { type: 'text', value: text },
  ],
});

export const PRACTICE_QUIZ: DemoItem = {
  type: 'quiz',
  ...DEMO_IDS.practiceQuiz,
  fields: {
    name: 'Bethesda categories: practice',
    description: 'Ungraded warm-up on adequacy and the squamous categories. Take it as often as you like.',
    tags: [...TAGS, 'practice'],
    graded: false,
    summaryPage: true,
    pages: [
      info(
        'Before you start',
        'Practice, not graded',
        'Each question shows the reference answer and a short explanation after you answer. Keep the quick reference of the presentation at hand.',
      ),
      textChoice(
        'Liquid-based adequacy',
        question(
          'What is the minimum estimated squamous cellularity for a satisfactory liquid-based preparation?',
          [
            ['5,000 cells', true],
            ['2,000 cells', false],
            ['8,000 to 12,000 cells', false],
            ['15,000 cells', false],
          ],
          '5,000 well-visualized squamous cells; 8,000 to 12,000 is the estimate for conventional smears.',
        ),
      ),
      textChoice(
        'Transformation zone',
        question(
          'How many well-preserved endocervical or squamous metaplastic cells show a transformation zone component?',
          [
            ['At least 10', true],
            ['At least 5', false],
            ['At least 50', false],
            ['Any number, if in a cluster', false],
          ],
          'At least 10, singly or in clusters.',
        ),
      ),
      textChoice(
        'Koilocytes',
        question(
          'A mature squamous cell has a sharply outlined perinuclear cavity, dense peripheral cytoplasm and an enlarged, wrinkled, hyperchromatic nucleus. What is it?',
          [
            ['Koilocyte', true],
            ['Parabasal cell', false],
            ['Clue cell', false],
            ['Endocervical cell', false],
          ],
          'The HPV cytopathic effect: with nuclear atypia it is reported as LSIL.',
          'perinuclear cavity',
        ),
      ),
    ],
  },
};

export const GRADED_QUIZ: DemoItem = {
  type: 'quiz',
  ...DEMO_IDS.gradedQuiz,
  fields: {
    name: 'Squamous intraepithelial lesions: graded quiz',
    description: 'Five questions on LSIL, HSIL and organisms. Counts towards the course score.',
    tags: [...TAGS, 'lsil', 'hsil'],
    graded: true,
    summaryPage: true,
    pages: [
      info('Instructions', 'Graded quiz', 'Answer every question; your score is shown on the summary page. Question 3 has two correct answers.'),
      textChoice(
        'Question 1',
        question(
          'Koilocytes with nuclei about three times the area of a normal intermediate nucleus: which category?',
          [
            ['LSIL', true],
            ['NILM', false],
            ['ASC-H', false],
            ['HSIL', false],
          ],
          'LSIL: the HPV cytopathic effect with mild nuclear enlargement.',
        ),
      ),
      textChoice(
        'Question 2',
        question(
          'Small, immature cells in loose groups with a high N/C ratio, coarse chromatin and irregular nuclear membranes: which category?',
          [
            ['HSIL', true],
            ['LSIL', false],
            ['ASC-US', false],
            ['Reactive changes', false],
          ],
          'HSIL (CIN 2 and CIN 3): the cells are small and parabasal-like, unlike the mature cells of LSIL.',
        ),
      ),
      textChoice(
        'Question 3',
        question(
          'Which two findings favour HSIL over LSIL?',
          [
            ['High N/C ratio in small, immature cells', true],
            ['Irregular nuclear outlines in cells with little cytoplasm', true],
            ['Perinuclear halos in mature superficial cells', false],
            ['Binucleation in intermediate cells', false],
          ],
          'Immaturity and the N/C ratio grade the lesion; halos and binucleation are LSIL features.',
          '',
          2,
        ),
      ),
      textChoice(
        'Question 4',
        question(
          'Squamous cells covered by coccobacilli that blur the cell border suggest:',
          [
            ['A shift in flora suggestive of bacterial vaginosis', true],
            ['Trichomonas vaginalis', false],
            ['Candida', false],
            ['Actinomyces', false],
          ],
          'These are clue cells; report the shift in flora under NILM, organisms.',
        ),
      ),
      textChoice(
        'Question 5',
        question(
          'Which description fits Trichomonas vaginalis?',
          [
            ['A pear-shaped, grey-green organism of 15 to 30 micrometres with a pale eccentric nucleus', true],
            ['Pseudohyphae and yeast forms', false],
            ['Tangled filaments in cotton-ball clusters', false],
            ['Multinucleated cells with moulding and ground-glass chromatin', false],
          ],
          'The others are Candida, Actinomyces and herpes simplex virus.',
        ),
      ),
      { type: 'summary', title: 'Your result', items: [] },
    ],
  },
};

export const EVALUATION_FORM: DemoItem = {
  type: 'feedback',
  ...DEMO_IDS.evaluationForm,
  fields: {
    name: 'Slide test evaluation',
    description: 'Tells the education team how useful the slide test was. Rate each statement from 1 to 5, or N/A.',
    tags: ['evaluation'],
    formData: [
      {
        title: 'Slides and images',
        description: 'The whole-slide images and objects of interest',
        items: [
          'Image quality was good enough to make a diagnosis',
          'The objects of interest pointed to the diagnostic cells',
          'The cases looked like my daily screening work',
        ],
      },
      { title: 'Learning', description: '', items: ['The reference diagnoses and notes were clear', 'The test made me more confident with squamous lesions'] },
      { title: 'Overall', description: '', items: ['I would recommend this test to a colleague'] },
    ],
  },
};

/**
 * Presentations, quizzes and the evaluation form, in the order they are seeded (before what refers
 * to them); `site` is the public address the link pages are served at.
 */
export const learningItems = (site: string): readonly DemoItem[] => [bethesdaTalk(site), urineTalk(site), PRACTICE_QUIZ, GRADED_QUIZ, EVALUATION_FORM];
