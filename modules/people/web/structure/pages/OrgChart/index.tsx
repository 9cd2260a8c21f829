export default function OrgChartPage() {
  return null;
}
