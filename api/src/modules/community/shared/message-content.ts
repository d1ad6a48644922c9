import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { FORM_ERROR, THREAD_LIMITS, THREAD_MSG, type MessageAttachment } from '@cytocampus/contracts';
import { DomainError, kindOfType } from '@cytocampus/domain';
import { GENERIC, INPUT_MESSAGES, isUnsafeText } from '@cytocampus/schema';
import type { Principal } from '../../../auth/principal.js';
import { sanitizeRichText, visibleText } from '../../../http/rich-text.js';
import { GetUploadedFile, type UploadedFile } from '../../../messages/uploads.js';

const refuse = (field: string, message: string, code: 1 | 2 = FORM_ERROR.invalid): never => {
  throw DomainError.invalid([{ field, message, code }]);
};

/** Uploads a message may carry: files and pictures (the spec's kinds, ADR 0012's limits), not slides or analysis files. */
const ATTACHABLE = new Set(['file', 'image']);
const attachable = (file: UploadedFile): boolean => {
  const kind = kindOfType(file.type);
  return ATTACHABLE.has(file.purpose) && kind !== null && kind !== 'xml';
};

/**
 * What a message carries, checked before anything is appended (docs/adr/0027): the HTML sanitized
 * with the one rich-text policy, then some visible text or an attachment, and at most
 * THREAD_LIMITS.messageChars characters; attachments finished uploads of the sender.
 */
@Injectable()
export class MessageContent {
  constructor(private readonly queries: QueryBus) {}

  /** The sanitized HTML, or a 400 on `message`. */
  html(message: string, attachmentCount: number): string {
    const html = sanitizeRichText(message);
    // Sanitizing decodes entities: '&#x1b;' comes out as the control character the edge refuses.
    if (isUnsafeText(html)) refuse('message', INPUT_MESSAGES.unsafeCharacter);
    if (visibleText(html) === '' && attachmentCount === 0) refuse('message', THREAD_MSG.emptyMessage, FORM_ERROR.missing);
    if (html.length > THREAD_LIMITS.messageChars) refuse('message', GENERIC.tooLongBy(html.length - THREAD_LIMITS.messageChars));
    return html;
  }

  /**
   * The attachments as stored: each a finished upload of the sender (400 attachmentNotFound, also
   * for someone else's, so ids cannot be probed) of an attachable purpose and kind (400
   * attachmentNotAllowed). Those an edited message already carries stay as they are.
   */
  async attachments(sender: Principal, fileIds: readonly string[], kept: readonly MessageAttachment[] = []): Promise<MessageAttachment[]> {
    const attached: MessageAttachment[] = [];
    for (const fileId of fileIds) {
      const old = kept.find((a) => a.fileId === fileId);
      if (old) {
        attached.push(old);
        continue;
      }
      const file = await this.queries.execute<GetUploadedFile, UploadedFile>(new GetUploadedFile(fileId)).catch((error: unknown) => {
        if (error instanceof DomainError && error.kind === 'not_found') return null;
        throw error;
      });
      if (!file || file.ownerId !== sender.userId) return refuse('attachments', THREAD_MSG.attachmentNotFound);
      if (!attachable(file)) return refuse('attachments', THREAD_MSG.attachmentNotAllowed);
      attached.push({ fileId: file.id, name: file.name, type: file.type, size: file.size });
    }
    return attached;
  }
}
