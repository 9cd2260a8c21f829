export default function WorkersImportPage() {
  return null;
}
