/**
 * The three kinds of picture (spec 001 §5, §9): the profile picture (png/jpg/jpeg/gif ≤ 2 MB, zoom 1–3, square:
 * at zoom 1 the box is the image's short side), the agency's small logo (≤ 50 kb, 144×144) and wide logo
 * (≤ 150 kb, 300×72), both zoom 0.4–3 with a box of the output's size (below zoom 1 the logo shrinks into it).
 */
import type { PictureKindSpec } from './PictureCropDialog';

export const profilePicture = (title: string): PictureKindSpec => ({
  title,
  maxBytes: 2 * 1024 * 1024,
  tooBig: 'The image is too big, 2MB max.',
  zoom: { min: 1, max: 3 },
  box: (image) => {
    const side = Math.min(image.width, image.height);
    return { width: side, height: side };
  },
  initialPath: '/api/user/v1/pic/initial',
  pathField: 'profilePath',
  cropPath: '/api/user/v1/pic/crop',
  cropBody: (crop, uploaded) => ({ zoomFactor: crop.zoom, sideLength: crop.width, profilePath: uploaded.path }),
});

const logo = (title: string, agencyId: string, small: boolean): PictureKindSpec => ({
  title,
  maxBytes: (small ? 50 : 150) * 1024,
  tooBig: `The image is too big, ${small ? 50 : 150}kb max.`,
  zoom: { min: 0.4, max: 3 },
  box: () => (small ? { width: 144, height: 144 } : { width: 300, height: 72 }),
  initialPath: `/api/agency/v1/logo/initial/${encodeURIComponent(agencyId)}?isSmall=${small}`,
  pathField: 'logoPath',
  cropPath: '/api/agency/v1/logo',
  cropBody: (crop, uploaded) => ({
    zoomFactor: crop.zoom,
    width: crop.width,
    height: crop.height,
    logoPath: uploaded.path,
    agencyId,
    small,
  }),
});

export const smallLogo = (title: string, agencyId: string) => logo(title, agencyId, true);
export const wideLogo = (title: string, agencyId: string) => logo(title, agencyId, false);

export const logoPath = (agencyId: string, small: boolean) =>
  `/api/agency/v1/logo/${small ? 's' : 'm'}/${encodeURIComponent(agencyId)}`;
