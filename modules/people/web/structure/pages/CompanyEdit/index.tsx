export default function CompanyEditPage() {
  return null;
}
