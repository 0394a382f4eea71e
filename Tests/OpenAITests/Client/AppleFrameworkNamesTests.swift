import AppleFrameworkNames
import Anthropic
import ClientGenerator
import OpenAI
import Testing

/// A file of an Apple app imports SwiftUI (here: stand-ins with the same names) beside both
/// clients and writes `Image`, `Group`, `Tool`, … unqualified. It compiles only if neither
/// client declares a top-level type of any of these names.
@Suite struct AppleFrameworkNamesTests {
    @Test func everyNameResolvesToTheAppleTypeBesideBothClients() {
        let used: [Any.Type] = [
            Alert.self,
            Alignment.self,
            Angle.self,
            Animation.self,
            AnyView.self,
            App.self,
            Axis.self,
            Binding.self,
            Button.self,
            Canvas.self,
            Capsule.self,
            Chart.self,
            Circle.self,
            Color.self,
            ColorPicker.self,
            DatePicker.self,
            Divider.self,
            DynamicGenerationSchema.self,
            Edge.self,
            EditButton.self,
            Ellipse.self,
            EmptyView.self,
            Environment.self,
            Font.self,
            ForEach.self,
            Form.self,
            Gauge.self,
            Generable.self,
            GeneratedContent.self,
            GenerationGuide.self,
            GenerationOptions.self,
            GenerationSchema.self,
            Gradient.self,
            Grid.self,
            GridRow.self,
            Group.self,
            GroupBox.self,
            Guide.self,
            HStack.self,
            Image.self,
            Instructions.self,
            Label.self,
            LanguageModelSession.self,
            Layout.self,
            LazyVStack.self,
            Link.self,
            List.self,
            Material.self,
            Menu.self,
            Namespace.self,
            NavigationLink.self,
            NavigationStack.self,
            Observable.self,
            Path.self,
            Picker.self,
            ProgressView.self,
            Prompt.self,
            Rectangle.self,
            Scene.self,
            ScrollView.self,
            Section.self,
            SecureField.self,
            Settings.self,
            Shape.self,
            Slider.self,
            Spacer.self,
            State.self,
            Stepper.self,
            SystemLanguageModel.self,
            Tab.self,
            TabView.self,
            Table.self,
            Text.self,
            TextEditor.self,
            TextField.self,
            Toggle.self,
            Tool.self,
            Toolbar.self,
            ToolbarItem.self,
            Transaction.self,
            Transcript.self,
            VStack.self,
            View.self,
            ViewBuilder.self,
            Visibility.self,
            Window.self,
            WindowGroup.self,
            ZStack.self,
        ]
        #expect(used.count == appleFrameworkTypeNames.count)
    }

    /// The stand-ins and the generator's list are the same names.
    @Test func theGeneratorAvoidsExactlyTheseNames() {
        #expect(Set(appleFrameworkTypeNames) == SwiftNames.appleFrameworkTypeNames)
    }
}
