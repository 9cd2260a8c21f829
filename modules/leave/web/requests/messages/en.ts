/** The requester leave pages' English messages: the source of every key (pt-BR.ts and es.ts are typed against it). */
export const en = {
  "leave.nav.chooseLeaves": "Request leave",
};
