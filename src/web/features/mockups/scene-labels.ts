import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { MockupSceneId } from "@/shared/mockup-scenes";

/** What each scene is called, by id: the server's English label is not shown. */
export const SCENE_LABELS: Record<MockupSceneId, MessageDescriptor> = {
  "business-card": msg`Business card`,
  "storefront-sign": msg`Shop sign`,
  "paper-cup": msg`Paper cup`,
  "takeaway-bag": msg`Takeaway bag`,
  "shopping-bag": msg`Shopping bag`,
  "product-tag": msg`Product tag`,
  "phone-home-screen": msg`App icon on a phone`,
  "phone-splash": msg`App splash screen`,
  "website-header": msg`Website header`,
  "instagram-post": msg`Instagram post`,
  "instagram-profile": msg`Instagram profile`,
  "t-shirt": msg`T-shirt`,
  apron: msg`Apron`,
  "email-signature": msg`E-mail signature`,
  letterhead: msg`Letterhead`,
};
