import dayjs from 'dayjs';

/** Dates as the spec displays them (part 2 section 9): 'MMM D, YYYY', e.g. 'Mar 5, 2024'. */
export const formatDay = (epochMs: number | string | Date): string => dayjs(epochMs).format('MMM D, YYYY');
