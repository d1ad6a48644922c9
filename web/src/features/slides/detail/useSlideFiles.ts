import { useRef, useState } from 'react';
import { showToast } from '../../../shared/feedback/toast';
import { useUpload, type UploadedFileRef } from '../../../shared/uploads';
import { SLIDE_TEXT } from '../slideTexts';
import { slideFileProblem } from './slideFileRules';

/**
 * The image and the analysis file of a new slide: each starts uploading (resumably) as soon as it
 * is picked, so the author fills in the form meanwhile; saving waits for them.
 */
export function useSlideFiles() {
  const image = useUpload('slide');
  const analysis = useUpload('analysis');
  const pending = useRef<Record<'image' | 'analysis', Promise<UploadedFileRef | null> | null>>({ image: null, analysis: null });
  const [names, setNames] = useState<Record<'image' | 'analysis', string | null>>({ image: null, analysis: null });

  const pick = (kind: 'image' | 'analysis', file: File | null) => {
    if (!file) return;
    const problem = slideFileProblem(kind, file);
    if (problem) return void showToast({ level: 'warning', message: problem });
    setNames((current) => ({ ...current, [kind]: file.name }));
    pending.current[kind] = (kind === 'image' ? image : analysis).upload(file);
  };

  /** The finished uploads' ids (waiting for running ones); an upload that failed answers its error. */
  const finished = async (): Promise<{ uploadId: string | null; analysisId: string | null } | { error: string }> => {
    const [stored, metadata] = await Promise.all([pending.current.image, pending.current.analysis]);
    if (pending.current.image && !stored) return { error: SLIDE_TEXT.uploadFailed };
    if (pending.current.analysis && !metadata) return { error: 'The analysis file was not uploaded.' };
    return { uploadId: stored?.fileId ?? null, analysisId: metadata?.fileId ?? null };
  };

  return { image, analysis, names, pick, finished, hasImage: () => pending.current.image !== null };
}

export type SlideFiles = ReturnType<typeof useSlideFiles>;
