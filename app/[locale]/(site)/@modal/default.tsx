// No popup: every page of the site renders nothing in the modal slot.
export default function NoModal() {
  return null;
}
