/// Round trip of every spec example attributed to a component type: it must decode into the
/// generated type (into a declared variant, not `unknown`) and re-encode to the same JSON (key
/// order aside, numbers by value; tolerated differences are listed).
public enum SpecExampleCheck {
    public static func run(_ fixture: SpecFixture, codec: SchemaCodec) -> CheckReport {
        let collected = SpecExamples(fixture)
        var report = CheckReport(title: "\(fixture.config.module) spec examples")
        for example in collected.examples {
            BodyCheck.run(
                codec, schema: example.schema, data: example.json, id: example.origin, location: example.location,
                strictVariants: true, into: &report)
        }
        for (reason, count) in collected.skipped.sorted(by: { $0.key < $1.key }) {
            report.note("not attributable to a component type (skipped)", "\(count) × \(reason)")
        }
        return report
    }
}
