import { Type, type Static } from "typebox";

/**
 * Pictures (spec §3 "Avatar": src, path, size, name; §7 "Avatar images load from cloud storage. The path with a size
 * suffix is tried first (_50x50 for small, _200x200 for medium), then the original"): a worker's avatar, the company's
 * logo and photo. Uploaded as multipart (field `file`), PNG or JPG by content, at most 2 MB.
 */
export const Avatar = Type.Object(
  {
    /**
     * Where the web app loads the picture: an API path that streams it to a signed-in member of the company. Add
     * `?variant=50x50` or `?variant=200x200` for the small and medium sizes.
     */
    src: Type.String(),
    /** The storage key of the original (re-encoded, metadata stripped); the variants sit beside it as `_50x50`, `_200x200`. */
    path: Type.String(),
    /** Bytes of the stored original. */
    size: Type.Integer(),
    /** The file name it was uploaded with (for display only). */
    name: Type.String(),
  },
  {
    examples: [
      {
        src: "/api/companies/6650f1c2a9d3e4b5c6d7e8f0/workers/6650f1c2a9d3e4b5c6d7e901/avatar?v=3b9d2f6a8c1e",
        path: "companies/6650f1c2a9d3e4b5c6d7e8f0/avatars/6650f1c2a9d3e4b5c6d7e901-7c1e3b9d2f6a.jpg",
        size: 84512,
        name: "ana-lima.jpg",
      },
    ],
  },
);
export type Avatar = Static<typeof Avatar>;
/** The company's logo and photo have the avatar's shape. */
export const CompanyImage = Avatar;
export type CompanyImage = Avatar;

export const IMAGE_VARIANTS = ["50x50", "200x200"] as const;
export type ImageVariant = (typeof IMAGE_VARIANTS)[number];
export const COMPANY_IMAGE_KINDS = ["logo", "photo"] as const;
export type CompanyImageKind = (typeof COMPANY_IMAGE_KINDS)[number];
/** The multipart field an upload reads. */
export const UPLOAD_FIELD = "file";

export const ImageQuery = Type.Object(
  {
    /** The small or medium square version; absent: the original. */
    variant: Type.Optional(Type.String({ enum: [...IMAGE_VARIANTS] })),
  },
  { additionalProperties: false },
);
export type ImageQuery = Static<typeof ImageQuery>;
