/** The pictures' and logos' bodies, for the API reference (the routes check what they take, 400 naming the field). */
export const imageUploadBody = {
  type: 'object',
  description:
    'multipart/form-data: a png, jpg, jpeg or gif image (profile picture 2 MB, small logo 50 kb, wide logo 150 kb).',
  required: ['file'],
  properties: { file: { type: 'string', format: 'binary' } },
} as const;

export const pictureCropBody = {
  type: 'object',
  required: ['zoomFactor', 'sideLength', 'profilePath'],
  description: 'xCoordinate and yCoordinate in the query: the box over the picture scaled by zoomFactor.',
  properties: {
    zoomFactor: { type: 'number', minimum: 1, maximum: 3 },
    sideLength: { type: 'number', minimum: 1 },
    profilePath: { type: 'string' },
  },
} as const;

export const logoCropBody = {
  type: 'object',
  required: ['zoomFactor', 'width', 'height', 'logoPath', 'agencyId'],
  description:
    'xCoordinate and yCoordinate in the query: the box over the logo scaled by zoomFactor; the result is 144×144 (small) or 300×72.',
  properties: {
    zoomFactor: { type: 'number', minimum: 0.4, maximum: 3 },
    width: { type: 'number', minimum: 1 },
    height: { type: 'number', minimum: 1 },
    logoPath: { type: 'string' },
    agencyId: { type: 'string', format: 'uuid' },
    small: { type: 'boolean' },
  },
} as const;
