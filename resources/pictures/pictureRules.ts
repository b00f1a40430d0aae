/**
 * Pictures and logos (spec 001 §5, §8, §9): the accepted files, sizes, zoom ranges and the cropped sizes.
 * The spec gives the limits; the size-refusal texts and the profile picture's cropped size are decided here.
 */
export const ACCEPTED_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif'] as const;
/** What the image library must find inside the file (an extension alone proves nothing). */
export const ACCEPTED_FORMATS = ['png', 'jpeg', 'gif'] as const;

export const UPLOAD_FAILED = 'There has been an error uploading the image. Try again';
export const NOT_AN_IMAGE = 'Please select a png, jpg, jpeg or gif image';

export interface PictureKind {
  /** Stored under this name beside its owner. */
  kind: 'profile' | 'logo-small' | 'logo-wide';
  maxBytes: number;
  tooBig: string;
  zoom: { min: number; max: number };
  /** The stored image's size after the crop. */
  output: { width: number; height: number };
}

export const PROFILE_PICTURE: PictureKind = {
  kind: 'profile',
  maxBytes: 2 * 1024 * 1024,
  tooBig: 'The image is too big, 2MB max.',
  zoom: { min: 1, max: 3 },
  output: { width: 256, height: 256 },
};

export const SMALL_LOGO: PictureKind = {
  kind: 'logo-small',
  maxBytes: 50 * 1024,
  tooBig: 'The image is too big, 50kb max.',
  zoom: { min: 0.4, max: 3 },
  output: { width: 144, height: 144 },
};

export const WIDE_LOGO: PictureKind = {
  kind: 'logo-wide',
  maxBytes: 150 * 1024,
  tooBig: 'The image is too big, 150kb max.',
  zoom: { min: 0.4, max: 3 },
  output: { width: 300, height: 72 },
};

/** Largest side of an uploaded image, pixels (keeps the crop's memory small on a shared server). */
export const MAX_SIDE = 6000;
