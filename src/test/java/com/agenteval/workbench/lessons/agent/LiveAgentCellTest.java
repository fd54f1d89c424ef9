package com.agenteval.workbench.lessons.agent;

import static org.assertj.core.api.Assertions.assertThat;

import com.agenteval.workbench.core.agent.live.LiveRunFile.SavedLiveRun;
import com.agenteval.workbench.core.agent.live.LiveWorldFixtures;
import com.agenteval.workbench.core.agent.live.LiveWorldRun.LiveRunSetup.Price;
import com.agenteval.workbench.core.agent.live.LiveWorldRun.LiveWorldAgent;
import com.agenteval.workbench.core.agent.live.LiveWorldRun.LiveWorldAgent.LiveAgentListener;
import com.agenteval.workbench.core.judge.Judge.JudgeInput;
import com.agenteval.workbench.core.judge.Judge.Judges;
import com.agenteval.workbench.core.llm.Message;
import com.agenteval.workbench.core.tasks.Task;
import com.agenteval.workbench.core.tasks.Task.TaskType;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.dom.Element;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** The live-agent cell, constructed and clicked: what it shows of a replayed run, and the events it raises. */
class LiveAgentCellTest {

    private static SavedLiveRun growthRun() {
        Task task = LiveWorldFixtures.firstClean(TaskType.GROWTH);
        Iterator<Function<List<Message>, Message>> turns =
                LiveWorldFixtures.growthScript(task).iterator();
        return new SavedLiveRun(
                LiveWorldAgent.run(
                        LiveWorldFixtures.WORLD,
                        task,
                        LiveWorldFixtures.model(c -> turns.next().apply(c)),
                        LiveWorldFixtures.setup(
                                task,
                                "anthropic",
                                "claude-sonnet-4-20250514",
                                Price.forModel("claude-sonnet-4").orElseThrow()),
                        LiveAgentListener.NONE),
                Instant.parse("2026-11-30T09:00:00Z"));
    }

    private static LiveAgentView view(SavedLiveRun run, String live) {
        return new LiveAgentView(
                List.of(new LiveAgentView.FileChoice("a.json", "F005")),
                "a.json",
                run,
                Judges.rules().judge(JudgeInput.of(run.run().trace())),
                Judges.outcomeOnly(Map.of(
                                run.run().trace().task().id(),
                                run.run().trace().task().answer()))
                        .judge(JudgeInput.of(run.run().trace())),
                null,
                live,
                "F000");
    }

    @Test
    void aReplayedRunShowsItsTimelineCostVerdictAndConversation() {
        SavedLiveRun run = growthRun();
        LiveAgentCell cell = new LiveAgentCell("live");
        cell.show(view(run, null));
        Element root = cell.getElement();
        Element timeline = byId(root, "live-timeline").orElseThrow();
        assertThat(timeline.getAttribute("data-labels")).isEqualTo("0");
        assertThat(timeline.getAttribute("data-correct")).isEqualTo("true");
        assertThat(byClass(timeline, "tt-step")).hasSize(6);
        assertThat(byClass(root, "live-cost").get(0).getText()).isEqualTo("$0.020700");
        assertThat(byId(root, "live-no-labels")).isPresent();
        assertThat(byId(root, "live-conversation").orElseThrow().getText())
                .contains("[tool db_lookup ERROR]")
                .contains("must be of type integer");
        assertThat(byClass(root, "live-finding-row")).isEmpty(); // the retried run has nothing to flag
        assertThat(byClass(root, "live-outcome-judge").get(0).getText()).isEqualTo("GF 3");
    }

    @Test
    void startIsOfferedOnlyWithAProviderAndRaisesTheChosenSettings() {
        LiveAgentCell cell = new LiveAgentCell("live");
        cell.show(view(growthRun(), null));
        Button start = (Button) byId(cell.getElement(), "live-run-start")
                .orElseThrow()
                .getComponent()
                .orElseThrow();
        Button cancel = (Button) byId(cell.getElement(), "live-run-cancel")
                .orElseThrow()
                .getComponent()
                .orElseThrow();
        assertThat(start.isEnabled()).isFalse();

        cell.show(view(growthRun(), "Anthropic · claude-sonnet-4-20250514"));
        assertThat(start.isEnabled()).isTrue();
        List<LiveAgentCell.Start> starts = new ArrayList<>();
        cell.start().addPressListener(e -> starts.add(e.value()));
        start.click();
        assertThat(starts).hasSize(1);
        assertThat(starts.get(0).precise()).isTrue();
        assertThat(starts.get(0).budget()).isEqualTo(10);

        cell.setRunning(true);
        assertThat(start.isEnabled()).isFalse();
        assertThat(cancel.isEnabled()).isTrue();
        // what the run was started with cannot change under it
        assertThat(byId(cell.getElement(), "live-budget").orElseThrow().isEnabled())
                .isFalse();
        List<Object> cancels = new ArrayList<>();
        cell.start().cancelButton().addPressListener(cancels::add);
        cancel.click();
        assertThat(cancels).hasSize(1);
        cell.setRunning(false);
        assertThat(start.isEnabled()).isTrue();
        assertThat(cancel.isEnabled()).isFalse();
        assertThat(byId(cell.getElement(), "live-budget").orElseThrow().isEnabled())
                .isTrue();
    }

    @Test
    void anUnreadableFileShowsItsReasonInsteadOfARun() {
        LiveAgentCell cell = new LiveAgentCell("live");
        cell.show(new LiveAgentView(
                List.of(new LiveAgentView.FileChoice("b.json", "b")),
                "b.json",
                null,
                null,
                null,
                "not valid JSON: Expecting value",
                null,
                "F000"));
        assertThat(byId(cell.getElement(), "live-problem").orElseThrow().getAttribute("data-problem"))
                .contains("not valid JSON");
        assertThat(byId(cell.getElement(), "live-timeline")).isEmpty();
    }

    private static Optional<Element> byId(Element root, String id) {
        if (id.equals(root.getAttribute("id"))) {
            return Optional.of(root);
        }
        return root.getChildren()
                .map(c -> byId(c, id))
                .flatMap(Optional::stream)
                .findFirst();
    }

    private static List<Element> byClass(Element root, String cls) {
        List<Element> out = new ArrayList<>();
        if (root.getClassList().contains(cls)) {
            out.add(root);
        }
        root.getChildren().forEach(c -> out.addAll(byClass(c, cls)));
        return out;
    }
}
