/** One friend link (setting `friend_links` is a JSON array of these). */
export interface FriendLink {
  name: string;
  url: string;
}
