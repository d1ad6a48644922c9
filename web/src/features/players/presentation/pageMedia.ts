import { API_PREFIX, CONTENT_FILE_ROUTES, type PlayerPresentationPage } from '@cytocampus/contracts';

/**
 * How a presentation page is shown:
 * - 'video': our own <video> element (a direct media address or an uploaded video), so watching is measured;
 * - 'hosted-video': a video site's player in an iframe (YouTube, Vimeo). Its progress cannot be
 *   measured honestly from here (the frame is another origin and reports nothing we can trust),
 *   so such a page is treated like a link: nothing to watch before Next.
 * - 'document': an uploaded file shown inline (a PDF in the browser's viewer, or a picture);
 * - 'link': an embedded page in an iframe.
 */
export type PageMedia =
  | { kind: 'video'; src: string }
  | { kind: 'hosted-video'; src: string }
  | { kind: 'document'; src: string }
  | { kind: 'link'; src: string }
  | { kind: 'missing' };

/** An uploaded file of a presentation, inline (spec part 2 section 7: /api/v1/presentations/file/{src}?noAttach=1). */
export const presentationFileUrl = (src: string): string => `${API_PREFIX}${CONTENT_FILE_ROUTES.presentation(encodeURIComponent(src))}?noAttach=1`;

const YOUTUBE_ID = /^[\w-]{6,20}$/;

/** The embeddable player address of a video site's page, or null when the address is not one. */
export function hostedVideoEmbed(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const segments = url.pathname.split('/').filter(Boolean);
  let youtubeId: string | null = null;
  if (host === 'youtu.be') youtubeId = segments[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (segments[0] === 'watch') youtubeId = url.searchParams.get('v');
    else if (segments[0] === 'embed' || segments[0] === 'shorts' || segments[0] === 'live') youtubeId = segments[1] ?? null;
  }
  if (youtubeId !== null) return YOUTUBE_ID.test(youtubeId) ? `https://www.youtube-nocookie.com/embed/${youtubeId}` : null;
  if (host === 'vimeo.com' && segments[0] && /^\d+$/.test(segments[0])) return `https://player.vimeo.com/video/${segments[0]}`;
  if (host === 'player.vimeo.com' && segments[0] === 'video' && segments[1] && /^\d+$/.test(segments[1])) return url.toString();
  return null;
}

/** Only web addresses are framed or played (never javascript: or data: URLs an author typed). */
const webAddress = (address: string | null): string | null => {
  if (!address) return null;
  if (address.startsWith('/') && !address.startsWith('//')) return address;
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
};

/** How to show a page, from the kind the server gives it (video, document, link) and its address or file. */
export function pageMediaOf(file: PlayerPresentationPage['file']): PageMedia {
  const source = file.src ? presentationFileUrl(file.src) : webAddress(file.url);
  if (!source) return { kind: 'missing' };
  // A video site's page (which the server counts as a link: it is not a media file) plays in the site's own player.
  const hosted = file.src || file.kind === 'document' ? null : hostedVideoEmbed(source);
  if (hosted) return { kind: 'hosted-video', src: hosted };
  return { kind: file.kind, src: source };
}

/**
 * Whether a frame of this address shows here: from our own origin, or from one the site allows (GET
 * /site, the list the content security policy's frame-src names). The browser would leave any
 * other frame blank, so the page says why instead.
 */
export function embeddable(src: string, allowedOrigins: readonly string[], ownOrigin: string): boolean {
  let origin: string;
  try {
    origin = new URL(src, ownOrigin).origin;
  } catch {
    return false;
  }
  return origin === ownOrigin || allowedOrigins.includes(origin);
}

/** Pages with something to watch before Next: only videos played in our own element. */
export const measuresWatching = (media: PageMedia): boolean => media.kind === 'video';
